// A box to sign in with a finger, a stylus or a mouse: signature_pad on a canvas scaled to the pixel ratio (sharp on
// a Retina iPad), with touch-action: none so a stroke does not scroll the page. After each stroke it hands back the
// strokes as drawn and a PNG of them.
import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';
import type { Stroke } from '#domain/signing/signed-record';

export interface DrawnSignature {
  strokes: Stroke[];
  image: string;
}

interface SignaturePadBoxProps {
  /** Names the box for assistive technology: whose signature it takes. */
  label: string;
  /** Called after every stroke, and with null once the box is cleared. */
  onChange: (signature: DrawnSignature | null) => void;
  /** Bumped to clear the box. */
  clearKey: number;
}

function strokesOf(pad: SignaturePad): Stroke[] {
  return pad.toData().map((group) => ({
    points: group.points.map(({ x, y, time, pressure }) => ({ x, y, time, pressure })),
  }));
}

export function SignaturePadBox({ label, onChange, clearKey }: SignaturePadBoxProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#0b1f3a', minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const data = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      // Resizing a canvas wipes it: the strokes are drawn again at the new size.
      pad.clear();
      pad.fromData(data);
    };
    fit();
    const report = () =>
      changed.current(pad.isEmpty() ? null : { strokes: strokesOf(pad), image: pad.toDataURL('image/png') });
    pad.addEventListener('endStroke', report);
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      pad.removeEventListener('endStroke', report);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (clearKey === 0) return;
    padRef.current?.clear();
    changed.current(null);
  }, [clearKey]);

  return <canvas ref={canvasRef} className="signature-pad" aria-label={label} role="img" />;
}
