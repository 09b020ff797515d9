'use strict';
/**
 * Debian's Chromium driven by playwright-core. The background-networking
 * flags matter: without them Chromium keeps dialling Google services and this
 * machine's closed network answers with floods of refused connections.
 */
const { chromium } = require('playwright-core');
const { chromium: executablePath } = require('./paths');

async function launchBrowser() {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // let the preview <video> start without a user gesture
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

async function openPage(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30000);
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60000 });
  return page;
}

module.exports = { launchBrowser, openPage };
