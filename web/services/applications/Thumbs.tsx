import { Image, ImageViewer } from 'antd-mobile';

/** A row's pictures: the first three as thumbnails (and '+n'), opening the viewer on the one tapped. */
export function Thumbs({ urls, label }: { urls: readonly string[]; label: string }) {
  if (!urls.length) return <span className="thumbs-none">无</span>;
  return (
    <span className="thumbs" onClick={(e) => e.stopPropagation()}>
      {urls.slice(0, 3).map((url, i) => (
        <Image
          key={url}
          src={url}
          width={36}
          height={36}
          fit="cover"
          alt={`${label} 图片${i + 1}`}
          onClick={() => ImageViewer.Multi.show({ images: [...urls], defaultIndex: i })}
        />
      ))}
      {urls.length > 3 ? <em>+{urls.length - 3}</em> : null}
    </span>
  );
}
