/** Reading a rendered report page back in the tests: its embedded data, its scripts and its CSP. */
import { createHash } from 'crypto';
import type { PageData } from '../../server/src/evaluation/report/pageData';

export function pageDataOf(html: string): PageData {
  const m = /<script type="application\/json" id="report-data"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no report-data block');
  return JSON.parse(m[1]) as PageData;
}

export interface ScriptTag {
  attrs: string;
  body: string;
}

export function scriptsOf(html: string): ScriptTag[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({ attrs: m[1], body: m[2] }));
}

export function cspOf(html: string): string {
  const m = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html);
  if (!m) throw new Error('no CSP meta');
  return m[1].replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

export function sha256Source(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** The page without the embedded data: what must hold no URL of its own. */
export function markupOf(html: string): string {
  return html.replace(/(<script type="application\/json" id="report-data"[^>]*>)[\s\S]*?(<\/script>)/, '$1$2');
}
