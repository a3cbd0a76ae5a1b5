// The types of ./eld (eld.js from source, the bundle in the package): eld's own.
export { eld } from 'eld';
