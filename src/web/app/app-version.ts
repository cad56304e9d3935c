// The version shown in the footer comes from package.json at build time, so a
// release bump changes it in one place. Only this field reaches the bundle.
export { version as appVersion } from '#package.json';
