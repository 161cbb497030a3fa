// Serving a 1 MB photo by signed URL: starts the API in a process of its own (PGlite, fresh data
// folder, demo account seeded), uploads a JPEG of about 1 MB (noise, made here with sharp) into the
// demo user's personal group's folder of the private inventory-photos bucket, signs one URL, then
// times GET of that signed URL (the whole body read) with sequential requests and prints p50, p95
// and max; also the time to sign a URL (POST /object/sign/…). Local folder store unless
// STORAGE_S3_* is set in the environment.
//   node bench/signed-url.mjs [--requests=200] [--kb=1024]
import sharp from 'sharp';
import { ANON_KEY, signIn, startApi } from './lib/api-process.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const REQUESTS = Number(args.requests ?? 200);
const TARGET_BYTES = Number(args.kb ?? 1024) * 1024;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (value) => `${value.toFixed(1)} ms`;

function summary(label, times) {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`${label}: p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1))} (${times.length} requests)`);
}

/** A JPEG of noise as close to `bytes` as a square side gives (noise hardly compresses). */
async function photoOfAbout(bytes) {
  let side = 600;
  for (;;) {
    const pixels = Buffer.alloc(side * side * 3);
    for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 2654435761) >>> 24;
    const jpeg = await sharp(pixels, { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
    if (Math.abs(jpeg.length - bytes) / bytes < 0.05) return jpeg;
    side = Math.round(side * Math.sqrt(bytes / jpeg.length));
  }
}

async function json(response, what) {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response.json();
}

const api = await startApi(process.env.DATABASE_URL);
try {
  const auth = { authorization: `Bearer ${await signIn(api.url)}`, apikey: ANON_KEY };
  const groups = await json(await fetch(`${api.url}/api/groups`, { headers: auth }), 'groups');
  const personal = groups.find((group) => group.type === 'personal');
  const photo = await photoOfAbout(TARGET_BYTES);
  const path = `${personal.id}/bench/photo.jpg`;
  await json(
    await fetch(`${api.url}/storage/v1/object/inventory-photos/${path}`, { method: 'POST', headers: { ...auth, 'content-type': 'image/jpeg' }, body: photo }),
    'upload',
  );
  const sign = () =>
    fetch(`${api.url}/storage/v1/object/sign/inventory-photos/${path}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ expiresIn: 3600 }),
    });
  const { signedURL } = await json(await sign(), 'sign');
  const url = `${api.url}/storage/v1${signedURL}`;

  const serveTimes = [];
  const signTimes = [];
  for (let index = 0; index < REQUESTS + 5; index += 1) {
    let start = performance.now();
    const response = await fetch(url);
    const body = Buffer.from(await response.arrayBuffer());
    const served = performance.now() - start;
    if (response.status !== 200 || body.length !== photo.length) throw new Error(`signed URL answered ${response.status}, ${body.length} bytes`);
    start = performance.now();
    await json(await sign(), 'sign');
    const signed = performance.now() - start;
    // The first few warm the process up (JIT, file cache).
    if (index >= 5) {
      serveTimes.push(served);
      signTimes.push(signed);
    }
  }
  console.log(`photo: ${(photo.length / 1024).toFixed(0)} KB JPEG in inventory-photos (private), ${process.env.STORAGE_S3_BUCKET ? 'S3' : 'local folder'} store`);
  summary('GET signed URL (whole body)', serveTimes);
  summary('POST /object/sign (create a signed URL)', signTimes);
} finally {
  await api.stop();
}
