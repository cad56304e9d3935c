// The iPad sizes the layout and tap-target checks run at, in both engines.
export const TABLET_SIZES = [
  { name: 'portrait', width: 768, height: 1024 },
  { name: 'landscape', width: 1024, height: 768 },
] as const;
