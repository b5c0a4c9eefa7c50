import { useEffect, useRef, useState } from 'react';
import { Toast } from 'antd-mobile';
import { fileToJpeg } from '../leases/id-capture/encode';

/** A photo of a meter's dial: the JPEG kept for the reading and its object URL for the thumbnail. */
interface DialPhoto {
  blob: Blob;
  url: string;
}

/**
 * The optional dial photos of the walk, by meter id: taking one (JPEG) replaces the last, clearing a room drops its
 * photos; every object URL is revoked when replaced, cleared, or when the walk closes.
 */
export function useDialPhotos() {
  const [photos, setPhotos] = useState<Record<string, DialPhoto>>({});
  const photosRef = useRef(photos);
  useEffect(() => {
    photosRef.current = photos;
  }, [photos]);
  useEffect(() => () => Object.values(photosRef.current).forEach((p) => URL.revokeObjectURL(p.url)), []);

  const take = async (meterId: string, file: File | undefined) => {
    if (!file) return;
    try {
      const blob = await fileToJpeg(file);
      setPhotos((p) => {
        if (p[meterId]) URL.revokeObjectURL(p[meterId]!.url);
        return { ...p, [meterId]: { blob, url: URL.createObjectURL(blob) } };
      });
    } catch {
      Toast.show({ icon: 'fail', content: '照片读取失败' });
    }
  };
  const clear = (meterIds: readonly string[]) =>
    setPhotos((p) => {
      const n = { ...p };
      for (const id of meterIds) {
        if (n[id]) URL.revokeObjectURL(n[id]!.url);
        delete n[id];
      }
      return n;
    });
  return { photos, take, clear };
}
