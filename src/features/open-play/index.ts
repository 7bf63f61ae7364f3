// The open-play feature's public entry: what other features embed (each its own chunk).
export { OpenPlayConsole, OpenPlayPanel, OpenPlaySection } from './embedded';
