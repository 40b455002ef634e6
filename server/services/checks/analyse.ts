/**
 * What the checker's child process computes from a member's pictures: faces and their descriptors, the
 * text of the identity document, and a perceptual hash of every picture. Only the child imports this file
 * (checker-child.ts): the models take hundreds of MB and must never load in the API's process.
 *
 * Models ship inside registry packages and load from disk (nothing is downloaded): @vladmandic/face-api
 * (SSD MobileNet v1 face detector, 68-point landmarks, a ResNet-34 128-d face descriptor) on TensorFlow.js'
 * WebAssembly backend, and tesseract.js with the English LSTM data of @tesseract.js-data/eng.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { CheckInput, CheckAnalysis, FaceBox } from './types';

const require = createRequire(import.meta.url);

/** Longest side pictures are scaled to before face detection: faces in selfies and photos stay large enough. */
const DETECT_SIDE = 640;
/** Longest side of a document before OCR: card text stays 20+ px high. */
const OCR_SIDE = 1200;
/** A detection below this score is not a face (SSD MobileNet's usual cut-off). */
const MIN_FACE_SCORE = 0.5;

/*
 * The few parts of TensorFlow.js and face-api used here, typed locally: their own type declarations pull in
 * the WebGPU ambient types, which change the DOM canvas types the app's tests compile against.
 */
interface Tensor {
  dispose(): void;
}
interface Tf {
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
  tensor3d(values: Uint8Array, shape: [number, number, number], dtype: 'int32'): Tensor;
}
interface FoundFace {
  detection: { score: number; box: { x: number; y: number; width: number; height: number } };
  descriptor: Float32Array;
}
interface FaceApi {
  nets: Record<
    'ssdMobilenetv1' | 'faceLandmark68Net' | 'faceRecognitionNet',
    { loadFromDisk(dir: string): Promise<void> }
  >;
  SsdMobilenetv1Options: new (options: { minConfidence: number }) => unknown;
  detectAllFaces(
    input: Tensor,
    options: unknown,
  ): { withFaceLandmarks(): { withFaceDescriptors(): Promise<FoundFace[]> } };
}
interface TesseractWorker {
  recognize(image: Buffer): Promise<{ data: { text: string } }>;
}
interface Tesseract {
  createWorker(
    language: string,
    oem: number,
    options: { langPath: string; corePath: string; gzip: boolean; cacheMethod: string },
  ): Promise<TesseractWorker>;
}

interface Models {
  tf: Tf;
  faceapi: FaceApi;
  versions: Record<string, string>;
}

let models: Promise<Models> | null = null;
let ocr: Promise<TesseractWorker> | null = null;

function packageDir(name: string): string {
  return dirname(require.resolve(`${name}/package.json`));
}

function versionOf(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

async function loadModels(): Promise<Models> {
  const tf = require('@tensorflow/tfjs') as Tf;
  const wasm = require('@tensorflow/tfjs-backend-wasm') as { setWasmPaths(path: string): void };
  // A directory path (not a URL) makes the backend read its .wasm with fs, never over the network.
  wasm.setWasmPaths(`${join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist')}/`);
  await tf.setBackend('wasm');
  await tf.ready();
  const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
  const modelDir = join(packageDir('@vladmandic/face-api'), 'model');
  await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir);
  await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir);
  await faceapi.nets.faceRecognitionNet.loadFromDisk(modelDir);
  const faceVersion = versionOf('@vladmandic/face-api');
  return {
    tf,
    faceapi,
    versions: {
      faceDetection: `face-api ${faceVersion} ssd_mobilenetv1 (tfjs-backend-wasm ${versionOf('@tensorflow/tfjs-backend-wasm')})`,
      faceRecognition: `face-api ${faceVersion} face_recognition_model (128-d)`,
      ocr: `tesseract.js ${versionOf('tesseract.js')} core ${versionOf('tesseract.js-core')} eng 4.0.0_best_int`,
      hash: 'dhash-256 v1',
    },
  };
}

async function loadOcr(): Promise<TesseractWorker> {
  const { createWorker } = require('tesseract.js') as Tesseract;
  return createWorker('eng', 1, {
    langPath: join(packageDir('@tesseract.js-data/eng'), '4.0.0_best_int'),
    corePath: packageDir('tesseract.js-core'),
    gzip: true,
    // Read from the package on every start; nothing cached or fetched.
    cacheMethod: 'none',
  });
}

interface DetectedFace {
  box: FaceBox;
  descriptor: Float32Array;
}

async function detectFaces(
  m: Models,
  bytes: Buffer,
): Promise<{ faces: DetectedFace[]; width: number; height: number }> {
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize(DETECT_SIDE, DETECT_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const tensor = m.tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
  try {
    const found = await m.faceapi
      .detectAllFaces(tensor, new m.faceapi.SsdMobilenetv1Options({ minConfidence: MIN_FACE_SCORE }))
      .withFaceLandmarks()
      .withFaceDescriptors();
    return {
      width: info.width,
      height: info.height,
      faces: found.map((face) => ({
        descriptor: face.descriptor,
        box: {
          // Fractions of the picture, so sizes compare whatever the upload's resolution.
          x: face.detection.box.x / info.width,
          y: face.detection.box.y / info.height,
          width: face.detection.box.width / info.width,
          height: face.detection.box.height / info.height,
          score: face.detection.score,
        },
      })),
    };
  } finally {
    tensor.dispose();
  }
}

function euclidean(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(sum);
}

/**
 * A 256-bit difference hash: the picture as 17×16 grey pixels, one bit per horizontal neighbour pair
 * (brighter or not). Re-encoding, resizing and small colour changes keep it; the mirror image is hashed too,
 * so a flipped copy is found as well.
 */
export async function differenceHash(bytes: Buffer, mirror = false): Promise<string> {
  let image = sharp(bytes).rotate();
  if (mirror) image = image.flop();
  const pixels = await image.greyscale().resize(17, 16, { fit: 'fill' }).raw().toBuffer();
  let bits = '';
  for (let row = 0; row < 16; row++) {
    for (let col = 0; col < 16; col++) bits += pixels[row * 17 + col]! > pixels[row * 17 + col + 1]! ? '1' : '0';
  }
  return bits;
}

async function readText(bytes: Buffer): Promise<string> {
  ocr ??= loadOcr();
  const worker = await ocr;
  const prepared = await sharp(bytes)
    .rotate()
    .resize(OCR_SIDE, OCR_SIDE, { fit: 'inside', withoutEnlargement: false })
    .greyscale()
    .normalise()
    .png()
    .toBuffer();
  const result = await worker.recognize(prepared);
  return result.data.text;
}

/** Everything the checks need from one member's pictures. */
export async function analyse(input: CheckInput): Promise<CheckAnalysis> {
  models ??= loadModels();
  const m = await models;
  const selfie = input.selfie ? await detectFaces(m, input.selfie.bytes) : null;
  const selfieDescriptor = selfie?.faces.length === 1 ? selfie.faces[0]!.descriptor : null;
  const photos = [];
  for (const photo of input.photos) {
    const found = await detectFaces(m, photo.bytes);
    const distances = selfieDescriptor ? found.faces.map((face) => euclidean(selfieDescriptor, face.descriptor)) : [];
    photos.push({
      key: photo.key,
      faces: found.faces.length,
      distance: distances.length > 0 ? Math.min(...distances) : null,
    });
  }
  const documentText = input.document ? await readText(input.document.bytes) : null;
  const hashes = [];
  for (const image of [
    ...(input.selfie ? [{ ...input.selfie, kind: 'selfie' as const }] : []),
    ...(input.document ? [{ ...input.document, kind: 'document' as const }] : []),
    ...input.photos.map((photo) => ({ ...photo, kind: 'photo' as const })),
  ]) {
    hashes.push({
      key: image.key,
      kind: image.kind,
      hash: await differenceHash(image.bytes),
      mirrored: await differenceHash(image.bytes, true),
    });
  }
  return {
    selfieFaces: selfie ? selfie.faces.map((face) => face.box) : null,
    photos,
    documentText,
    hashes,
    models: m.versions,
  };
}
