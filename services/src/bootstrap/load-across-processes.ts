import cluster from 'node:cluster';
import { InteractiveLoad } from '../shared/http/interactive-load';

/**
 * The staff's requests and the import live in different processes once API processes serve HTTP
 * (api-cluster.ts): each API process tells the primary, which runs imports, whether it is answering
 * requests, so an import gives them way as it does in one process (import-runner.ts). Without it an
 * import never gave way in the default topology: the primary itself answers no requests
 * (docs/performance.md, "Fourteenth session: giving way across processes").
 */
const KEY = 'verifydeskInteractiveLoad';
/**
 * A change is reported after this long, and only if it still holds: at most 200 messages a second
 * from a process whose requests come and go, none under a steady stream (it stays busy), and the
 * primary is never more than this late (a chunk of an import takes hundreds of milliseconds).
 */
const REPORT_AFTER_MS = 5;

type LoadMessage = { [KEY]: boolean };

function isLoadMessage(message: unknown): message is LoadMessage {
  return (
    typeof message === 'object' && message !== null && typeof (message as LoadMessage)[KEY] === 'boolean'
  );
}

/** In an API process: reports to the primary when this process starts or stops answering requests. */
export function reportLoadToPrimary(
  load: InteractiveLoad,
  send: (message: LoadMessage) => void = sendToPrimary,
): () => void {
  let reported = false; // the primary counts a process quiet until it says otherwise
  let timer: NodeJS.Timeout | undefined;
  const report = () => {
    timer = undefined;
    if (load.busyHere === reported) return;
    reported = load.busyHere;
    send({ [KEY]: reported });
  };
  const stop = load.onLocalChange(() => {
    timer ??= setTimeout(report, REPORT_AFTER_MS);
  });
  return () => {
    stop();
    clearTimeout(timer);
  };
}

/** In the primary: counts each API process busy while it says so, and quiet once it has ended. */
export function followApiProcessLoad(load: InteractiveLoad): void {
  cluster.on('message', (worker, message) => {
    if (isLoadMessage(message)) load.setPeer(worker.id, message[KEY]);
  });
  cluster.on('exit', (worker) => load.setPeer(worker.id, false));
}

function sendToPrimary(message: LoadMessage): void {
  // The channel closes when the primary ends (this process then exits too): nothing to report.
  if (process.connected) process.send?.(message, () => undefined);
}
