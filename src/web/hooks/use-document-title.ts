import { useEffect } from 'react';

const APP_NAME = 'Contract Builder';

/** Names the browser tab after the screen: "Identify Goals · Contract Builder", or the app name alone. */
export function useDocumentTitle(screen?: string): void {
  useEffect(() => {
    document.title = screen ? `${screen} · ${APP_NAME}` : APP_NAME;
  }, [screen]);
}
