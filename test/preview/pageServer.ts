/**
 * Serves the preview page outside VS Code: the HTML from renderPreviewHtml,
 * client/media, and video files (with Range requests, as the webview does).
 * `cspSource` is the server's origin, standing in for `webview.cspSource`.
 */
import * as fs from 'fs';
import * as http from 'http';
import type { AddressInfo } from 'net';
import * as path from 'path';

export interface PageServer {
  origin: string;
  /** URI under which the page may load a local file. */
  toUri(file: string): string;
  /** Serve this HTML at `${origin}/<name>`. */
  setPage(name: string, html: string): string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.mp4': 'video/mp4', '.webm': 'video/webm', '.html': 'text/html' };

export function startPageServer(): Promise<PageServer> {
  const pages = new Map<string, string>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/page/')) {
      const html = pages.get(url.pathname.slice('/page/'.length));
      if (html === undefined) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
      return;
    }
    if (url.pathname.startsWith('/fs/')) {
      const file = decodeURIComponent(url.pathname.slice('/fs/'.length));
      let size: number;
      try {
        size = fs.statSync(file).size;
      } catch {
        return void res.writeHead(404).end();
      }
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
      if (range) {
        const start = range[1] ? Number(range[1]) : 0;
        const end = range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
        if (start >= size) return void res.writeHead(416, { 'content-range': `bytes */${size}` }).end();
        res.writeHead(206, { 'content-type': type, 'accept-ranges': 'bytes', 'content-range': `bytes ${start}-${end}/${size}`, 'content-length': end - start + 1 });
        fs.createReadStream(file, { start, end }).pipe(res);
      } else {
        res.writeHead(200, { 'content-type': type, 'accept-ranges': 'bytes', 'content-length': size });
        fs.createReadStream(file).pipe(res);
      }
      return;
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve({
        origin,
        toUri: (file) => `${origin}/fs/${encodeURIComponent(file)}`,
        setPage: (name, html) => {
          pages.set(name, html);
          return `${origin}/page/${name}`;
        },
        close: () =>
          new Promise((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    });
  });
}
