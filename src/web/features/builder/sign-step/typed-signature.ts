// A typed signature as an image, so the signed PDF shows it where a drawn one
// would be: the name in a handwriting-like italic on a transparent canvas.
const WIDTH = 600;
const HEIGHT = 160;

export function typedSignatureImage(name: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw a typed signature.');
  context.fillStyle = '#0b1f3a';
  context.textBaseline = 'middle';
  let size = 72;
  do {
    context.font = `italic ${size}px "Segoe Script", "Snell Roundhand", "Brush Script MT", cursive`;
    size -= 4;
  } while (context.measureText(name).width > WIDTH - 20 && size > 20);
  context.fillText(name, 10, HEIGHT / 2);
  return canvas.toDataURL('image/png');
}
