// The two weights of Inter the contract PDF embeds, as files of the build:
// precached with the app, so a PDF can be made offline.
import boldUrl from '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf?url';
import regularUrl from '@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf?url';
import { moduleState } from '#web/lib/app-state';
import { loadAppAsset } from '#web/sync/app-assets';
import type { PdfFonts } from './render-contract-pdf';

const fonts = moduleState(() => ({ loading: null as Promise<PdfFonts> | null }));

export function loadPdfFonts(): Promise<PdfFonts> {
  const loading = (fonts.loading ??= Promise.all([loadAppAsset(regularUrl), loadAppAsset(boldUrl)]).then(
    ([regular, bold]) => ({ regular, bold }),
  ));
  // A failed read is tried again next time.
  loading.catch(() => {
    if (fonts.loading === loading) fonts.loading = null;
  });
  return loading;
}
