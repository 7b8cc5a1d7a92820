import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/** Where object bytes live: files under the data directory, or memory for throwaway servers. */
export interface BlobStore {
  put(bucket: string, key: string, bytes: Uint8Array<ArrayBuffer>): Promise<void>;
  get(bucket: string, key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  remove(bucket: string, key: string): Promise<void>;
}

export class MemoryBlobStore implements BlobStore {
  private readonly blobs = new Map<string, Uint8Array<ArrayBuffer>>();

  async put(bucket: string, key: string, bytes: Uint8Array<ArrayBuffer>): Promise<void> {
    this.blobs.set(`${bucket}/${key}`, bytes);
  }
  async get(bucket: string, key: string): Promise<Uint8Array<ArrayBuffer> | null> {
    return this.blobs.get(`${bucket}/${key}`) ?? null;
  }
  async remove(bucket: string, key: string): Promise<void> {
    this.blobs.delete(`${bucket}/${key}`);
  }
}

export class DiskBlobStore implements BlobStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** `<root>/<bucket>/<key>`, refusing anything that would resolve outside the root. */
  private pathOf(bucket: string, key: string): string {
    const path = resolve(join(this.root, bucket, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Invalid object path: ${bucket}/${key}`);
    return path;
  }

  async put(bucket: string, key: string, bytes: Uint8Array<ArrayBuffer>): Promise<void> {
    const path = this.pathOf(bucket, key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${path}.${process.pid}.${Date.now()}.upload`;
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  }

  async get(bucket: string, key: string): Promise<Uint8Array<ArrayBuffer> | null> {
    try {
      return new Uint8Array(await readFile(this.pathOf(bucket, key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(bucket: string, key: string): Promise<void> {
    await rm(this.pathOf(bucket, key), { force: true });
  }
}
