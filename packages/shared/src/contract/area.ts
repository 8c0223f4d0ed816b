import { z } from 'zod';
import { ZAreaOption, ZAreaQuery } from '../schemas/area.js';
import { endpoint } from './endpoint.js';

export const areaApi = {
  /** Provinces, a province's cities, or a city's districts. */
  options: endpoint({
    method: 'GET',
    path: '/api/ajax/area',
    access: 'public',
    query: ZAreaQuery,
    response: z.array(ZAreaOption),
  }),
};
