/** The Graylog version whose REST API this server speaks. */
export const GRAYLOG_API_VERSION = '5.1.13';
/** Sift's own version, reported next to the Graylog-compatible one. */
export const SIFT_VERSION = '0.1.0';
