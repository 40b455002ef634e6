/**
 * Part of `npm run build`: trains the assistant's intent model from
 * server/services/assistant/examples/training.json and writes it to the build
 * cache (node_modules/.cache), where the server loads it at start instead of
 * training. The file names the examples it was trained from, so a server whose
 * examples changed since trains in-process instead.
 */
import { buildModel, PREBUILT_MODEL_FILE } from '../../server/services/assistant/classifier';

const model = await buildModel();
console.log(
  `[assistant] trained on ${model.exampleCount} examples in ${Math.round(model.origin.ms)} ms; wrote ${PREBUILT_MODEL_FILE}`,
);
