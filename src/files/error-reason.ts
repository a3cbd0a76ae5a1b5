// Why a file could not be read or written, in words a user acts on; the error's code where there are none.

const REASONS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'is a folder, not a file',
  ENOTDIR: 'a part of its path is a file, not a folder',
  // What creating the folders of an output path meets where a part of it is a file.
  EEXIST: 'a part of its path is a file, not a folder',
  EACCES: 'permission denied',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on the device',
  EPERM: 'operation not permitted',
  ENAMETOOLONG: 'a name in its path is too long',
  EDQUOT: 'disk quota exceeded',
  EFBIG: 'file too large',
  EMFILE: 'too many open files',
  ELOOP: 'too many symbolic links (one that leads back to itself?)',
};

export function fileErrorReason(err: unknown): string {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === undefined) return (err as Error).message;
  return REASONS[code] ?? code;
}
