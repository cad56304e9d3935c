// Types of vite-plugin-pwa's virtual modules (`virtual:pwa-register`), kept
// here rather than in tsconfig's "types" so the web app alone sees them.
/// <reference types="vite-plugin-pwa/client" />
