/**
 * A pad to draw a signature with a mouse, a finger or a stylus (pointer events, no page scroll while
 * drawing), and a button to start again. The strokes are kept as points in the pad's own units
 * (`width` × `height`, origin top left, whatever size the pad is shown at), which the API lays out in
 * the signed PDF. The pad is an image for assistive technologies; the page offers typing the signature
 * as the keyboard alternative.
 *
 * @module features/client/components/signature-pad
 */
import { useEffect, useRef, type PointerEvent, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';

/** A stroke: points `[x, y]` in pad units. */
export type Stroke = Array<[number, number]>;

/** Bounds the API accepts (contract `SignatureInput`): strokes per signature, points per stroke. */
const MAX_STROKES = 60;
const MAX_POINTS = 500;
/** Points closer than this (pad units) to the previous one are skipped. */
const MIN_STEP = 1.5;

/** Props of {@link SignaturePad}. */
export interface SignaturePadProps {
  strokes: Stroke[];
  onChange: (strokes: Stroke[]) => void;
  /** the pad's units (the API's `SIGNATURE_PAD`) */
  width: number;
  height: number;
  /** accessible name of the pad */
  label: string;
  clearLabel: string;
  /** shown under the pad while there is no error */
  hint: string;
  error?: string;
  disabled?: boolean;
  /** focused by the form when the signature is missing */
  padRef?: Ref<HTMLCanvasElement>;
  testId?: string;
}

/** The pad. */
export function SignaturePad({ strokes, onChange, width, height, label, clearLabel, hint, error, disabled, padRef, testId = 'signature-pad' }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const drawing = useRef<Stroke | null>(null);
  const helperId = `${testId}-help`;

  /** Draw `all` strokes on the canvas. */
  const paint = (all: Stroke[]) => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.clearRect(0, 0, width, height);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#1f2a28';
    for (const stroke of all) {
      const [first, ...rest] = stroke;
      if (!first) continue;
      context.beginPath();
      context.moveTo(first[0], first[1]);
      if (rest.length === 0) context.lineTo(first[0] + 0.5, first[1]);
      for (const [x, y] of rest) context.lineTo(x, y);
      context.stroke();
    }
  };

  useEffect(() => paint(strokes));

  /** The event's position in pad units, kept inside the pad. */
  const pointOf = (event: PointerEvent<HTMLCanvasElement>): [number, number] => {
    const box = event.currentTarget.getBoundingClientRect();
    const clamp = (value: number, max: number) => Math.round(Math.min(max, Math.max(0, value)) * 10) / 10;
    return [clamp(((event.clientX - box.left) * width) / box.width, width), clamp(((event.clientY - box.top) * height) / box.height, height)];
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled || strokes.length >= MAX_STROKES) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = [pointOf(event)];
    paint([...strokes, drawing.current]);
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const stroke = drawing.current;
    if (!stroke || stroke.length >= MAX_POINTS) return;
    const point = pointOf(event);
    const last = stroke[stroke.length - 1];
    if (Math.hypot(point[0] - last[0], point[1] - last[1]) < MIN_STEP) return;
    stroke.push(point);
    paint([...strokes, stroke]);
  };

  const end = () => {
    const stroke = drawing.current;
    drawing.current = null;
    if (stroke) onChange([...strokes, stroke]);
  };

  const attach = (element: HTMLCanvasElement | null) => {
    canvas.current = element;
    if (typeof padRef === 'function') padRef(element);
    else if (padRef) (padRef as { current: HTMLCanvasElement | null }).current = element;
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        component="canvas"
        ref={attach}
        width={width}
        height={height}
        role="img"
        aria-label={label}
        aria-describedby={helperId}
        tabIndex={-1}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        data-testid={testId}
        data-strokes={strokes.length}
        sx={{
          width: '100%',
          maxWidth: width,
          aspectRatio: `${width} / ${height}`,
          touchAction: 'none',
          cursor: disabled ? 'not-allowed' : 'crosshair',
          border: 2,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : 'grey.500',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      />
      <FormHelperText id={helperId} error={Boolean(error)} sx={{ m: 0 }}>
        {error ?? hint}
      </FormHelperText>
      <Box>
        <Button variant="text" size="small" onClick={() => onChange([])} disabled={disabled || strokes.length === 0}>
          {clearLabel}
        </Button>
      </Box>
    </Box>
  );
}
