import { useCallback, useEffect, useRef, useState } from "react";

/**
 * One chosen file and an object URL to preview it. URLs are made when a file is picked (not
 * during render) and revoked when replaced, cleared or unmounted.
 */
export function useFilePreview() {
  const [state, setState] = useState<{ file: File; url: string } | null>(null);
  const current = useRef<string | null>(null);

  const setFile = useCallback((file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    const url = file ? URL.createObjectURL(file) : null;
    current.current = url;
    setState(file && url ? { file, url } : null);
  }, []);

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
      current.current = null;
    },
    [],
  );

  return { file: state?.file ?? null, previewUrl: state?.url ?? null, setFile };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
