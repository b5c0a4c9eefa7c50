import { call, type ListFilters } from '../../lib/api';
import { access, type AddGatewayBody } from '../../../sync/contract/hardware/access';

/** The gateway list's filter (the apartment). */
export type GatewayFilters = ListFilters<typeof access.gateways>;

/** Query key root of the gateways (invalidate it after a change). */
export const GATEWAYS_KEY = ['gateways'] as const;

export const fetchGateways = (f: GatewayFilters, current: number, size = 10) =>
  call(access.gateways, { query: { ...f, current, size } });
export const addGateway = (json: AddGatewayBody) => call(access.addGateway, { json });
export const renameGateway = (gatewayId: string, name: string) =>
  call(access.renameGateway, { params: { gatewayId }, json: { name } });
export const removeGateway = (gatewayId: string) => call(access.removeGateway, { params: { gatewayId } });
export const fetchGatewayDevices = (gatewayId: string) => call(access.gatewayDevices, { params: { gatewayId } });
