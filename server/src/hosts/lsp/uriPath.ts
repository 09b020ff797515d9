import { fileURLToPath } from 'url';

/** A document URI as a path for glob matching (file paths, or the URI's path for other schemes). */
export function uriToPath(uri: string): string {
  try {
    if (uri.startsWith('file:')) return fileURLToPath(uri);
    return decodeURIComponent(new URL(uri).pathname);
  } catch {
    return uri;
  }
}
