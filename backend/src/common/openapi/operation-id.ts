/** Controllers whose operation ids keep the prefix they were published under, before a rename or a move. */
const publishedPrefixes = new Map<string, string>();

/**
 * Operation ids name the generated client's hooks and what partners call, so renaming a controller or moving routes
 * to another must not change them: `@OperationIdPrefix('ClientFoodLog')` keeps `ClientFoodLog_day` for ClientPortalFoodLogController.day.
 */
export const OperationIdPrefix =
  (prefix: string): ClassDecorator =>
  (controller) => {
    publishedPrefixes.set(controller.name, prefix);
  };

/** `Clients_list` for ClientsController.list: stable names for the generated client's hooks. */
export const operationIdOf = (controllerName: string, methodName: string): string =>
  `${publishedPrefixes.get(controllerName) ?? controllerName.replace(/Controller$/, '')}_${methodName}`;
