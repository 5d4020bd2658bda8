import { IMPORT_FILE_MAX_BYTES } from '../constants';
import * as m from '../schemas/merter';
import { routesOf } from './define';
import { errors, permissions, screens } from './areas/merter';

/** Its permissions, error keys and screens, which the web caller loads without the calls. */
export { errors, permissions, screens };

/** What its calls are for, as integrators read it: the API reference's tag description. */
export const description =
  'Mer-ter files: a campaign’s merchants and terminals uploaded as xlsx, checked and applied; ' +
  'the terminals and a private campaign’s customers, each open or locked.';

const route = routesOf('merter', permissions);

export const routes = {
  'merter.upload': route({
    method: 'POST',
    path: '/rpc/CampaignMerchant/Upload',
    request: m.uploadInput,
    response: m.uploadResponse,
    access: 'merter.write',
    write: true,
    upload: { maxBytes: IMPORT_FILE_MAX_BYTES, tooLarge: 'merter.file_too_large' },
    timeoutSeconds: 120,
    summary:
      'multipart/form-data with `campaign_id` and `file` (.xlsx, at most 5 MB and 5000 rows); queues it for processing',
  }),
  'merter.status': route({
    method: 'POST',
    path: '/rpc/CampaignMerchant/GetFileProcessStatus',
    request: m.fileStatusInput,
    response: m.fileStatusResponse,
    access: 'merter.read',
    write: false,
    summary: 'A campaign’s files, newest first: status, progress, total, valid and invalid rows',
  }),
  // POST, as the spec's every RPC method (docs/decisions/merter.md, "The result file").
  'merter.result': route({
    method: 'POST',
    path: '/rpc/CampaignMerchant/DownloadFileProcessResult',
    request: m.fileIdInput,
    response: m.fileAnswer,
    access: 'merter.read',
    write: false,
    download: true,
    timeoutSeconds: 120,
    summary: 'The file’s rows with a result column saying why each refused row was refused (xlsx)',
  }),
  /** The same file at the same path by GET (`?file_id=`): the screen's download link. */
  'merter.resultLink': route({
    method: 'GET',
    path: '/rpc/CampaignMerchant/DownloadFileProcessResult',
    request: m.fileIdInput,
    response: m.fileAnswer,
    access: 'merter.read',
    write: false,
    download: true,
    timeoutSeconds: 120,
    summary: 'The result file of `merter.result`, by GET with `file_id` in the query (a link)',
  }),
  'merter.template': route({
    method: 'GET',
    path: '/rpc/CampaignMerchant/DownloadTemplate',
    request: m.templateInput,
    response: m.fileAnswer,
    access: 'merter.read',
    write: false,
    download: true,
    summary: 'An empty mer-ter file with its header row (xlsx)',
  }),
  'merter.apply': route({
    method: 'POST',
    path: '/rpc/CampaignMerchant/Apply',
    request: m.applyInput,
    response: m.applyResponse,
    access: 'merter.write',
    write: true,
    summary: 'Adds a processed file’s valid rows to its campaign’s terminals',
  }),
  'merter.applyAll': route({
    method: 'POST',
    path: '/rpc/CampaignMerchant/ApplyAll',
    request: m.campaignIdInput,
    response: m.applyResponse,
    access: 'merter.write',
    write: true,
    summary: 'Adds the valid rows of every processed file of a campaign to its terminals',
  }),
  'merter.terminals': route({
    method: 'POST',
    path: '/rpc/CampaignMerchant/GetCampaignTerminals',
    request: m.campaignTerminalsInput,
    response: m.campaignTerminalsResponse,
    access: 'merter.read',
    write: false,
    summary: 'A campaign’s terminals by terminal or merchant code, open or locked',
  }),
  'merter.changeTerminal': route({
    method: 'POST',
    path: '/rpc/CampaignMerchant/ChangeStatusCampaignTerminal',
    request: m.changeTerminalInput,
    response: m.changeTerminalResponse,
    access: 'merter.write',
    write: true,
    summary: 'Locks or opens one terminal of a campaign',
  }),
  'merter.customers': route({
    method: 'POST',
    path: '/rpc/CampaignMerchant/ListCustomers',
    request: m.customersInput,
    response: m.customersResponse,
    access: 'merter.read',
    write: false,
    summary: 'A private campaign’s customers by phone, open or locked',
  }),
  'merter.customerTerminals': route({
    method: 'POST',
    path: '/rpc/CampaignMerchant/ListCustomerTerminals',
    request: m.customerTerminalsInput,
    response: m.customerTerminalsResponse,
    access: 'merter.read',
    write: false,
    summary: 'The terminals where a customer of the campaign may redeem it (its open terminals)',
  }),
  'merter.changeCustomer': route({
    method: 'POST',
    path: '/rpc/CampaignMerchant/ChangeStatusCampaignCustomer',
    request: m.changeCustomerInput,
    response: m.changeCustomerResponse,
    access: 'merter.write',
    write: true,
    summary: 'Locks or opens one customer of a private campaign',
  }),
};
