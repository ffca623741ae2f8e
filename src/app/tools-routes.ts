// The test and demonstration screens (airline tests, diagnostics, miles tools) as one route group, loaded by
// the router only when one of their addresses is opened: their routes and imports stay out of the router's
// chunk, which every first visit downloads. Plain data, no React: the router makes the route objects with its own
// React.lazy (a React import here split React out of its shared chunk, +300 B gzip on every first visit).
import {
  API_TESTER_PATH,
  CONVERTER_DEMO_PATH,
  DIAGNOSTICS_PATH,
  LATAM_TEST_PATH,
  MILES_CONVERTER_PATH,
  SMILES_TEST_PATH,
  VOEGOL_TEST_PATH,
} from '@core/links/paths';
import type { ComponentType } from 'react';

export interface ToolScreen {
  path: string;
  title: string;
  load: () => Promise<ComponentType>;
}

export const toolScreens: ToolScreen[] = [
  {
    path: MILES_CONVERTER_PATH,
    title: 'Conversor de Milhas',
    load: async () => (await import('@/features/tools/miles-tools/miles-converter-page')).MilesConverterPage,
  },
  {
    path: CONVERTER_DEMO_PATH,
    title: 'Demonstração do Conversor',
    load: async () => (await import('@/features/tools/miles-tools/converter-demo-page')).ConverterDemoPage,
  },
  {
    path: LATAM_TEST_PATH,
    title: 'Teste da API da LATAM',
    load: async () => (await import('@/features/tools/airline-tests/latam-test-page')).LatamTestPage,
  },
  {
    path: VOEGOL_TEST_PATH,
    title: 'Teste da API VoeGol',
    load: async () => (await import('@/features/tools/airline-tests/voegol-test-page')).VoegolTestPage,
  },
  {
    path: SMILES_TEST_PATH,
    title: 'Teste da API Smiles',
    load: async () => (await import('@/features/tools/airline-tests/smiles-test-page')).SmilesTestPage,
  },
  {
    path: API_TESTER_PATH,
    title: 'Testador de APIs',
    load: async () => (await import('@/features/tools/airline-tests/api-tester-page')).ApiTesterPage,
  },
  {
    path: DIAGNOSTICS_PATH,
    title: 'Diagnóstico da integração',
    load: async () => (await import('@/features/tools/diagnostics/diagnostics-page')).DiagnosticsPage,
  },
];
