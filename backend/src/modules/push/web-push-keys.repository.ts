import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/**
 * The web_push_keys table, queried only here.
 * @platformData The VAPID key pair is the platform's own (one sender for every business): no business owns it.
 */
@Injectable()
export class WebPushKeysRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * The stored pair; when there is none, stores `generated` first. Two instances starting at once both insert: the
   * primary key keeps the first, and both answer it.
   */
  async storedOr(generated: { publicKey: string; privateKey: string }): Promise<{ publicKey: string; privateKey: string }> {
    // A context of its own: this runs at start-up too, outside any request or job.
    const em = this.em.fork();
    await em.execute(
      `insert into web_push_keys (id, public_key, private_key, created_at) values (1, ?, ?, now()) on conflict (id) do nothing`,
      [generated.publicKey, generated.privateKey],
      'run',
    );
    const [row] = await em.execute<{ public_key: string; private_key: string }[]>(`select public_key, private_key from web_push_keys where id = 1`);
    return { publicKey: row!.public_key, privateKey: row!.private_key };
  }
}
