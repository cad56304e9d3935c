// Bytes as base64 for a JSON body (a signed PDF, an installer's receipt), in slices so a large PDF does not overflow
// the call stack of String.fromCharCode.
export function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}
