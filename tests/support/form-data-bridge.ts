import { File as NodeFile } from 'node:buffer';

/**
 * Quirk of the test environment: jsdom's FormData and File reach Node's fetch,
 * which serialises a jsdom File as an anonymous 'blob' and loses its name. The
 * real browser keeps it. This bridge rebuilds the FormData with Node's own
 * classes before the request leaves, so tests can assert file names.
 */
export function installFormDataBridge(): void {
  const originalFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.body instanceof FormData) {
      const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
      const rebuilt = new NodeFormData();
      for (const [key, value] of init.body.entries()) {
        if (typeof value === 'string') {
          rebuilt.append(key, value);
        } else {
          const bytes = await readBlob(value);
          const file = new NodeFile([new Uint8Array(bytes)], value.name || 'blob', { type: value.type });
          rebuilt.append(key, file as unknown as Blob, file.name);
        }
      }
      return originalFetch(input, { ...init, body: rebuilt });
    }
    return originalFetch(input, init);
  };
}

function readBlob(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
