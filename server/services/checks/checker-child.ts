/**
 * The checker's child process (forked by checker.ts): loads the models on its first job and answers one
 * analysis per message. It holds no queue of its own; the parent sends the next job after an answer.
 */
import { analyse } from './analyse';
import type { ChildReply, ChildRequest } from './types';

function reply(message: ChildReply): void {
  process.send?.(message);
}

process.on('message', (message: ChildRequest) => {
  analyse({
    ...message.input,
    // Buffers arrive as Uint8Arrays through the advanced serialisation.
    selfie: message.input.selfie && { ...message.input.selfie, bytes: Buffer.from(message.input.selfie.bytes) },
    document: message.input.document && {
      ...message.input.document,
      bytes: Buffer.from(message.input.document.bytes),
    },
    photos: message.input.photos.map((photo) => ({ ...photo, bytes: Buffer.from(photo.bytes) })),
  })
    .then((analysis) => reply({ id: message.id, analysis }))
    .catch((error: unknown) =>
      reply({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
    );
});

// The parent going away (a crash, kill -9) ends the child too.
process.on('disconnect', () => process.exit(0));
