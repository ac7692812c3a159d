import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA, RouteParamtypes } from '@nestjs/common/internal';
import type { INestApplication, Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { Role, StaffPermission } from '@coachcore/domain';
import { accessOf } from '../decorators/access.decorator';
import { IS_PUBLIC } from '../decorators/public.decorator';
import { IdParamPipe } from '../http/id-param.pipe';
import { operationIdOf } from './operation-id';

/** What the access guard and the pipes will do with a route, read from the same metadata they read. */
export interface RouteFacts {
  isPublic: boolean;
  roles?: readonly Role[];
  permissions?: readonly StaffPermission[];
  /** Path parameters checked by IdParamPipe: UUIDs, and a 404 when they name nothing. */
  idParams: readonly string[];
}

interface RouteArg {
  index: number;
  data?: unknown;
  pipes?: unknown[];
}

function idParamsOf(controller: Type, methodName: string): string[] {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, methodName) ?? {}) as Record<string, RouteArg>;
  return Object.entries(args)
    .filter(
      ([key, arg]) =>
        Number(key.split(':')[0]) === RouteParamtypes.PARAM && typeof arg.data === 'string' && (arg.pipes ?? []).some((pipe) => pipe instanceof IdParamPipe),
    )
    .map(([, arg]) => arg.data as string);
}

/** Facts of every route handler of the application, by operationId. */
export function collectRouteFacts(app: Pick<INestApplication, 'get'>): Map<string, RouteFacts> {
  const facts = new Map<string, RouteFacts>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller?.prototype) continue;
      for (const methodName of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[methodName];
        if (methodName === 'constructor' || typeof handler !== 'function') continue;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        const read = <T>(key: string): T | undefined => Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, controller);
        facts.set(operationIdOf(controller.name, methodName), {
          isPublic: read<boolean>(IS_PUBLIC) ?? false,
          ...accessOf(handler, controller),
          idParams: idParamsOf(controller, methodName),
        });
      }
    }
  }
  return facts;
}
