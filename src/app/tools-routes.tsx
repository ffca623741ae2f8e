// The test and demonstration screens (airline tests, diagnostics, miles tools) as one route group, loaded by
// the router only when one of their addresses is opened: their routes and imports stay out of the router's
// chunk, which every first visit downloads.
import {
  API_TESTER_PATH,
  CONVERTER_DEMO_PATH,
  DIAGNOSTICS_PATH,
  LATAM_TEST_PATH,
  MILES_CONVERTER_PATH,
  SMILES_TEST_PATH,
  VOEGOL_TEST_PATH,
} from '@core/links/paths';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle';

const page = (title: string): RouteHandle => ({ title });

/** Children of the subscribers' group (React.lazy, like its other screens: the guard renders first). */
export const toolRoutes: RouteObject[] = [
  {
    path: MILES_CONVERTER_PATH,
    handle: page('Conversor de Milhas'),
    Component: lazy(async () => ({
      default: (await import('@/features/miles-tools/miles-converter-page')).MilesConverterPage,
    })),
  },
  {
    path: CONVERTER_DEMO_PATH,
    handle: page('Demonstração do Conversor'),
    Component: lazy(async () => ({
      default: (await import('@/features/miles-tools/converter-demo-page')).ConverterDemoPage,
    })),
  },
  {
    path: LATAM_TEST_PATH,
    handle: page('Teste da API da LATAM'),
    Component: lazy(async () => ({
      default: (await import('@/features/airline-tests/latam-test-page')).LatamTestPage,
    })),
  },
  {
    path: VOEGOL_TEST_PATH,
    handle: page('Teste da API VoeGol'),
    Component: lazy(async () => ({
      default: (await import('@/features/airline-tests/voegol-test-page')).VoegolTestPage,
    })),
  },
  {
    path: SMILES_TEST_PATH,
    handle: page('Teste da API Smiles'),
    Component: lazy(async () => ({
      default: (await import('@/features/airline-tests/smiles-test-page')).SmilesTestPage,
    })),
  },
  {
    path: API_TESTER_PATH,
    handle: page('Testador de APIs'),
    Component: lazy(async () => ({
      default: (await import('@/features/airline-tests/api-tester-page')).ApiTesterPage,
    })),
  },
  {
    path: DIAGNOSTICS_PATH,
    handle: page('Diagnóstico da integração'),
    Component: lazy(async () => ({
      default: (await import('@/features/diagnostics/diagnostics-page')).DiagnosticsPage,
    })),
  },
];
