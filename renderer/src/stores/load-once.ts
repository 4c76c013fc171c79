/**
 * A chunk's load, shared by every caller, that is not kept when it failed (a chunk lost on the
 * way after an update): the next call tries again instead of failing for ever.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    if (loading) return loading;
    const attempt = load();
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
    return attempt;
  };
}
