import { useEffect } from 'react';

export const APP_NAME = 'Contract Builder';

/** "Identify Goals · Contract Builder", or the app name alone. */
export function documentTitle(screen?: string): string {
  return screen ? `${screen} · ${APP_NAME}` : APP_NAME;
}

/** Names the browser tab after the screen. */
export function useDocumentTitle(screen?: string): void {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}
