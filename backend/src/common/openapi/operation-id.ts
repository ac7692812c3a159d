/** `Clients_list` for ClientsController.list: stable names for the generated client's hooks. */
export const operationIdOf = (controllerName: string, methodName: string): string => `${controllerName.replace(/Controller$/, '')}_${methodName}`;
