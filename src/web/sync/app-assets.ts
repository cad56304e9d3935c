// The app's own static files that code reads as bytes (the fonts the signed
// PDF embeds). They are built and precached with the app, so the service
// worker answers offline; this is only the one place such a fetch is made.
export async function loadAppAsset(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The app's file ${url} could not be read (HTTP ${response.status}).`);
  return response.arrayBuffer();
}
