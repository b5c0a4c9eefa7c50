import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import SignaturePadLib from 'signature_pad';
import { inkBounds, outputScale } from './signature-crop';
import './contract.css';

export interface SignaturePadHandle {
  /** the signature as a PNG cropped to the ink, on white; null while the pad is empty */
  toPngBlob(): Promise<Blob | null>;
  clear(): void;
  undo(): void;
  isEmpty(): boolean;
}

const PEN_COLOR = '#111111';

export interface SignaturePadProps {
  /** called after every stroke, undo and clear */
  onChange?: (empty: boolean) => void;
  /** CSS height of the pad; default: about 45 % of the viewport */
  height?: string;
  penColor?: string;
  className?: string;
}

/**
 * A large signature pad (full width, about 45vh, landscape-friendly) on signature_pad. The canvas backing store
 * follows devicePixelRatio, and a resize or rotation re-sizes it and redraws the strokes from their point data, so
 * nothing is lost. Buttons 撤销 (last stroke) and 清除.
 */
export const SignaturePad = forwardRef<SignaturePadHandle, SignaturePadProps>(function SignaturePad(props, ref) {
  const surfaceRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLib | null>(null);
  const sizeRef = useRef({ w: 0, h: 0, ratio: 1 });
  const onChangeRef = useRef(props.onChange);
  onChangeRef.current = props.onChange;
  const [empty, setEmpty] = useState(true);

  const report = () => {
    const e = padRef.current?.isEmpty() ?? true;
    setEmpty(e);
    onChangeRef.current?.(e);
  };

  useEffect(() => {
    const canvas = canvasRef.current!;
    const surface = surfaceRef.current!;
    const pad = new SignaturePadLib(canvas, {
      penColor: PEN_COLOR,
      backgroundColor: 'rgba(0,0,0,0)',
      minWidth: 1,
      maxWidth: 3.2,
      throttle: 8,
    });
    padRef.current = pad;

    const fit = () => {
      const rect = surface.getBoundingClientRect();
      const w = Math.round(rect.width);
      const h = Math.round(rect.height);
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const s = sizeRef.current;
      if (w === 0 || h === 0 || (w === s.w && h === s.h && ratio === s.ratio)) return;
      const data = pad.toData();
      canvas.width = Math.round(w * ratio);
      canvas.height = Math.round(h * ratio);
      canvas.style.width = `${w}px`;
      canvas.style.height = `${h}px`;
      canvas.getContext('2d')!.scale(ratio, ratio);
      sizeRef.current = { w, h, ratio };
      pad.fromData(data); // clears, then redraws every stroke at the new size
    };
    fit();
    const ro = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(fit) : null;
    ro?.observe(surface);
    window.addEventListener('resize', fit);
    const onEnd = () => report();
    pad.addEventListener('endStroke', onEnd);
    return () => {
      ro?.disconnect();
      window.removeEventListener('resize', fit);
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
      sizeRef.current = { w: 0, h: 0, ratio: 1 };
    };
    // the pad is created once; its pen colour is set below
  }, []);

  useEffect(() => {
    if (padRef.current) padRef.current.penColor = props.penColor ?? PEN_COLOR;
  }, [props.penColor]);

  const clear = () => {
    padRef.current?.clear();
    report();
  };
  const undo = () => {
    const pad = padRef.current;
    if (!pad) return;
    const data = pad.toData().slice(0, -1);
    pad.fromData(data);
    report();
  };

  useImperativeHandle(ref, () => ({
    clear,
    undo,
    isEmpty: () => padRef.current?.isEmpty() ?? true,
    toPngBlob: async () => {
      const pad = padRef.current;
      const canvas = canvasRef.current;
      if (!pad || !canvas || pad.isEmpty()) return null;
      const { w, h, ratio } = sizeRef.current;
      const crop = inkBounds(pad.toData(), w, h);
      if (!crop) return null;
      const scale = outputScale(crop.w, ratio);
      const out = document.createElement('canvas');
      out.width = Math.max(1, Math.round(crop.w * scale));
      out.height = Math.max(1, Math.round(crop.h * scale));
      const ctx = out.getContext('2d')!;
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, out.width, out.height);
      ctx.drawImage(
        canvas,
        crop.x * ratio,
        crop.y * ratio,
        crop.w * ratio,
        crop.h * ratio,
        0,
        0,
        out.width,
        out.height,
      );
      return new Promise<Blob | null>((resolve) => out.toBlob((b) => resolve(b), 'image/png'));
    },
  }));

  return (
    <div className={`signature-pad ${props.className ?? ''}`.trim()}>
      <div
        ref={surfaceRef}
        className="signature-pad-surface"
        style={{ height: props.height ?? 'clamp(220px, 45vh, 640px)' }}
      >
        <canvas ref={canvasRef} className="signature-pad-canvas" aria-label="签名板" role="img" />
        {empty ? (
          <div className="signature-pad-hint" aria-hidden="true">
            请在此处手写签名
          </div>
        ) : null}
        <div className="signature-pad-baseline" aria-hidden="true" />
      </div>
      <div className="signature-pad-tools">
        <Button size="small" aria-label="撤销" onClick={undo} disabled={empty}>
          撤销
        </Button>
        <Button size="small" color="danger" fill="outline" aria-label="清除" onClick={clear} disabled={empty}>
          清除
        </Button>
      </div>
    </div>
  );
});
