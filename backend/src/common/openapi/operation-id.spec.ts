import { OperationIdPrefix, operationIdOf } from './operation-id';

describe('operationIdOf', () => {
  it('derives the id from the controller class and the method', () => {
    expect(operationIdOf('ClientsController', 'list')).toBe('Clients_list');
  });

  it('keeps the prefix a renamed controller was published under', () => {
    @OperationIdPrefix('ClientThings')
    class ClientPortalThingsController {}
    expect(operationIdOf(ClientPortalThingsController.name, 'list')).toBe('ClientThings_list');
  });
});
