declare module 'gelf-pro' {
  interface GelfPro {
    setConfig(config: Record<string, unknown>): GelfPro;
    info(message: string, extra?: Record<string, unknown>, cb?: (error: Error | null, bytes: number) => void): void;
  }
  const gelf: GelfPro;
  export default gelf;
}
