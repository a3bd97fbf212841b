export interface Build {
  /** The file whose age stands for the whole build, written when the build is whole; relative to the repository. */
  output: string;
  /** Files and folders it is built from, relative to the repository. */
  sources: readonly string[];
}
export const ROOT: string;
export const BUILDS: { client: Build; server: Build };
export function isStale(build: Build): boolean;
export function buildWhatIsStale(): Promise<boolean>;
