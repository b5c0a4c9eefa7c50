/** Tables of this feature (placeholder until the feature is built). */
export {};
