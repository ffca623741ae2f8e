import { useCallback, useEffect, useRef } from 'react';
import type { BodyOf } from '@core/contract/operation';
import type { startSearch } from '@core/contract/search';
import { appendUnique } from '@core/flights/collections';
import type { Flight } from '@core/schemas/flight';
import type { WsCompleteMetadata } from '@core/schemas/ws';
import { connectSearch, type SearchSocket } from './search-socket';
import { startSearchRequest } from './start-search';

export interface StreamBatch {
  /** Every flight kept so far, this batch included (each id once). */
  all: Flight[];
  /** The flights this batch added. */
  added: Flight[];
  /** What was kept before this batch. */
  before: Flight[];
  /** Readable entries the screen does not keep (`keep` said no). */
  discarded: number;
  /** The provider that sent the batch, when the server says. */
  provider: string | null;
}

/** What a screen hears of its search; each call belongs to the latest run (older runs say nothing). */
export interface SearchStreamEvents {
  onStarted?(searchId: string): void;
  onStartFailed?(error: unknown): void;
  onOpen?(): void;
  onBatch?(batch: StreamBatch): void;
  onComplete?(flights: Flight[], metadata: WsCompleteMetadata | undefined): void;
  onError?(message: string): void;
  /** The socket closed before 'complete'; `retrying` when it subscribes again after reconnectMs. */
  onDrop?(retrying: boolean): void;
}

export interface SearchStreamOptions {
  /** Subscribe once more this long after a drop; without it a drop ends the search. */
  reconnectMs?: number;
  /** Which streamed flights the screen keeps (the Smiles test keeps only smiles_api). */
  keep?: (flight: Flight) => boolean;
}

/**
 * SPEC §4 async search, shared by the live search and the Smiles test: POST /api/search/async, subscribe on
 * /ws, batches appended by id, complete. Each start is a numbered run; stopping, cancelling or starting again
 * ends the run, and whatever of an ended run still arrives (the POST's reply, the socket opening, results,
 * 'complete') is dropped. Leaving the screen stops it.
 */
export function useSearchStream(events: SearchStreamEvents, options: SearchStreamOptions = {}) {
  const handlers = useRef(events);
  useEffect(() => {
    handlers.current = events;
  });
  const { reconnectMs, keep } = options;
  const socket = useRef<SearchSocket | null>(null);
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);
  const starting = useRef<AbortController | null>(null);
  const run = useRef(0);
  const flights = useRef<Flight[]>([]);

  const endRun = useCallback(() => {
    run.current += 1;
    starting.current?.abort();
    starting.current = null;
    if (retry.current) clearTimeout(retry.current);
    retry.current = null;
  }, []);

  /** Ends the run quietly (the socket closes without telling the server to cancel). */
  const stop = useCallback(() => {
    endRun();
    socket.current?.close();
    socket.current = null;
  }, [endRun]);

  /** Ends the run and asks the server to cancel the search. */
  const cancel = useCallback(() => {
    endRun();
    socket.current?.cancel();
    socket.current = null;
  }, [endRun]);

  useEffect(() => stop, [stop]);

  const subscribe = useCallback(
    (searchId: string, attempt: number) => {
      const mine = run.current;
      const current = () => run.current === mine;
      socket.current = connectSearch(searchId, {
        onOpen: () => current() && handlers.current.onOpen?.(),
        onResults: (accepted, metadata) => {
          if (!current()) return;
          const kept = keep ? accepted.filter(keep) : accepted;
          const before = flights.current;
          const { flights: all, added } = appendUnique(before, kept);
          flights.current = all;
          handlers.current.onBatch?.({
            all,
            added,
            before,
            discarded: accepted.length - kept.length,
            provider: metadata?.provider ?? null,
          });
        },
        onComplete: (metadata) => {
          if (!current()) return;
          socket.current = null;
          handlers.current.onComplete?.(flights.current, metadata);
        },
        onError: (message) => {
          if (!current()) return;
          socket.current = null;
          handlers.current.onError?.(message);
        },
        onDrop: () => {
          if (!current()) return;
          socket.current = null;
          const retrying = reconnectMs !== undefined && attempt < 1;
          handlers.current.onDrop?.(retrying);
          if (retrying) retry.current = setTimeout(() => current() && subscribe(searchId, attempt + 1), reconnectMs);
        },
      });
    },
    [keep, reconnectMs],
  );

  const start = useCallback(
    async (body: BodyOf<typeof startSearch>) => {
      stop();
      const mine = run.current;
      const controller = new AbortController();
      starting.current = controller;
      flights.current = [];
      let searchId: string;
      try {
        searchId = await startSearchRequest(body, controller.signal);
      } catch (err) {
        if (run.current !== mine) return;
        starting.current = null;
        handlers.current.onStartFailed?.(err);
        return;
      }
      // Ended (or started again) while the POST was on its way: this search goes no further.
      if (run.current !== mine) return;
      starting.current = null;
      handlers.current.onStarted?.(searchId);
      subscribe(searchId, 0);
    },
    [stop, subscribe],
  );

  /** The flights kept so far, and a way to show others (results kept on the device). */
  const kept = useCallback(() => flights.current, []);
  const replace = useCallback((next: Flight[]) => {
    flights.current = next;
  }, []);

  return { start, stop, cancel, kept, replace };
}
