import { Image, ImageViewer } from 'antd-mobile';

/** A labelled strip of document photos; tapping one opens the viewer. */
export function Photos({ label, urls }: { label: string; urls: string[] }) {
  return (
    <div className="owners-photos">
      <div className="owners-photos-label">{label}</div>
      {urls.length ? (
        <div className="owners-photos-row">
          {urls.map((u, i) => (
            <Image
              key={u + i}
              src={u}
              width={96}
              height={72}
              fit="cover"
              style={{ borderRadius: 6, cursor: 'zoom-in' }}
              onClick={() => ImageViewer.Multi.show({ images: urls, defaultIndex: i })}
            />
          ))}
        </div>
      ) : (
        <span className="muted">未上传</span>
      )}
    </div>
  );
}
