import type { Plugin } from 'vite';

/**
 * `<link rel="modulepreload">` in `html` for the chunks of the pages people open first (sign-in): the
 * browser fetches them with the entry instead of after it has run, which saves a round trip (562 ms
 * on a mobile network, docs/performance.md). They stay lazy chunks of the console's router.
 */
export function preloadPages(html: string, sources: string[]): Plugin {
  return {
    name: 'verifydesk-preload-pages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle || context.path !== `/${html}`) return [];
        const entry = context.chunk;
        const already = new Set(entry ? [entry.fileName, ...entry.imports] : []);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || files.has(fileName) || already.has(fileName)) return;
          files.add(fileName);
          chunk.imports.forEach(visit);
        };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && sources.some((source) => chunk.facadeModuleId?.endsWith(source)))
            visit(chunk.fileName);
        }
        return [...files].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
