// The types of ./tf (tf.js from source, the bundle in the package): those of the bundle's entry.
export * from './tfjs-entry';
