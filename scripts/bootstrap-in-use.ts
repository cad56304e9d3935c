// Build step (vite.config.ts): Bootstrap's stylesheet is 230 KB, and the app
// uses a small part of it; the rest only delays the first screen on a phone
// connection and costs the browser time on every style change. This PostCSS
// plugin keeps, of bootstrap.min.css alone, the rules whose classes appear in
// the app's source or in the react-bootstrap components it uses; the app's
// own stylesheets are left as they are.
//
// What a class scan cannot see is kept by the safelist: classes that
// react-bootstrap builds from props (variant="outline-primary" becomes
// btn-outline-primary, Col md={5} becomes col-md-5) and classes added while
// a component runs (show, fade, modal-open). A class used only in such a
// built-up way needs its pattern here; the browser specs' screenshots and
// contrast checks would show one that was dropped.
import type { Plugin } from 'postcss';
import { purgeCSSPlugin } from '@fullhuman/postcss-purgecss';

/** react-bootstrap's components that the app imports, with the parts they render. */
const REACT_BOOTSTRAP_COMPONENTS = [
  'Alert',
  'Badge',
  'Button',
  'ButtonGroup',
  'Card',
  'CloseButton',
  'Col',
  'Container',
  'Fade',
  'Feedback',
  'Form',
  'FormCheck',
  'FormControl',
  'FormGroup',
  'FormLabel',
  'FormSelect',
  'FormText',
  'InputGroup',
  'Modal',
  'ModalBody',
  'ModalDialog',
  'ModalFooter',
  'ModalHeader',
  'ModalTitle',
  'Row',
  'Spinner',
  'Table',
  'BootstrapModalManager',
];

export const CONTENT = [
  'src/web/**/*.{ts,tsx,html}',
  `node_modules/react-bootstrap/esm/{${REACT_BOOTSTRAP_COMPONENTS.join(',')}}.js`,
];

export const SAFELIST = {
  // Added while a component runs, or by Bootstrap's own rules for them.
  standard: [
    'show',
    'fade',
    'showing',
    'hiding',
    'collapsing',
    'modal-open',
    'modal-static',
    'was-validated',
    'text-dark',
  ],
  // Built from props: variants, sizes, breakpoints.
  greedy: [
    /^btn-/,
    /^alert-/,
    /^bg-/,
    /^text-bg-/,
    /^badge/,
    /^spinner-/,
    /^modal-/,
    /^form-/,
    /^col-/,
    /^row-cols-/,
    /^table-/,
    /^input-group/,
    /^is-(in)?valid/,
    /^(in)?valid-/,
    /^tooltip/,
    /^bs-tooltip-/,
  ],
};

const isBootstrap = (file: string | undefined): boolean =>
  file !== undefined && /node_modules[\\/]bootstrap[\\/]dist[\\/]css[\\/]/.test(file);

export function keepBootstrapInUse(): Plugin {
  const purge = purgeCSSPlugin({ content: CONTENT, safelist: SAFELIST, keyframes: true, fontFace: true }) as Plugin;
  return {
    postcssPlugin: 'contract-builder:bootstrap-in-use',
    async OnceExit(root, helpers) {
      if (!isBootstrap(root.source?.input.file)) return;
      await purge.OnceExit?.(root, helpers);
    },
  };
}
