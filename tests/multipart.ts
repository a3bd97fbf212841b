/** multipart/form-data bodies as a browser sends them, for upload tests. */
export interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

export function multipart(parts: Part[]) {
  const boundary = `----forkcast${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap(({ name, data, filename, contentType }) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
        (contentType ? `Content-Type: ${contentType}\r\n` : '') +
        '\r\n',
    ),
    Buffer.from(data),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
