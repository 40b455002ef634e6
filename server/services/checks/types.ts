/** What passes between the API process and the checker's child process (structured clone over IPC). */

export interface CheckImage {
  /** The stored file's key. */
  key: string;
  bytes: Buffer;
}

export interface CheckInput {
  selfie: CheckImage | null;
  document: CheckImage | null;
  photos: CheckImage[];
}

/** A face as fractions of its picture, and the detector's confidence. */
export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
}

export interface CheckAnalysis {
  /** The faces found in the selfie; null when there is no selfie. */
  selfieFaces: FaceBox[] | null;
  /** Per profile photo: faces found and the smallest descriptor distance to the selfie's one face (null: none). */
  photos: { key: string; faces: number; distance: number | null }[];
  /** The identity document's text as read; null when there is no document. */
  documentText: string | null;
  /** 256-character bit strings of each picture and of its mirror image. */
  hashes: { key: string; kind: 'photo' | 'selfie' | 'document'; hash: string; mirrored: string }[];
  /** Which models and versions produced this. */
  models: Record<string, string>;
}

export type ChildRequest = { id: number; input: CheckInput };
export type ChildReply = { id: number; analysis: CheckAnalysis } | { id: number; error: string };
