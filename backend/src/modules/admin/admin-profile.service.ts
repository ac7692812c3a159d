import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { ADMIN_MESSAGES, AUTH_MESSAGES } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import type { AuthUser } from '../../common/http/authenticated-request';
import { hashPassword, verifyPassword } from '../auth/password-hasher';
import { SessionsService } from '../auth/sessions.service';
import { toUserResponse, type UserResponseDto } from '../users/dto/user.response';
import { UsersService } from '../users/users.service';
import type { UpdateAdminProfileDto } from './dto/admin-profile.dto';

@Injectable()
export class AdminProfileService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly uow: UnitOfWork,
  ) {}

  /** Updates names and e-mail; a new password needs the current one. A new e-mail or password signs out the admin's other sessions. */
  async update(actor: AuthUser, dto: UpdateAdminProfileDto): Promise<UserResponseDto> {
    const user = await this.users.findWithPassword({ id: actor.id });
    if (!user) throw new NotFoundException('User not found');
    if (dto.newPassword) {
      if (!dto.currentPassword) throw new BadRequestException(ADMIN_MESSAGES.currentPasswordRequired);
      if (!(await verifyPassword(user.password, dto.currentPassword))) throw new BadRequestException(ADMIN_MESSAGES.currentPasswordWrong);
      user.password = await hashPassword(dto.newPassword);
    }
    const emailChanged = !!dto.email && dto.email.toLowerCase() !== user.email;
    if (emailChanged) {
      const email = dto.email!.toLowerCase();
      if (await this.users.emailTaken(email)) throw new ConflictException(AUTH_MESSAGES.emailTaken);
      user.email = email;
    }
    user.firstName = dto.firstName;
    user.lastName = dto.lastName;
    await this.uow.save();
    // Only after the change is saved: a refused change keeps every session.
    if (dto.newPassword || emailChanged) await this.sessions.revokeOthers(user.id, actor.sessionId);
    return toUserResponse(user);
  }
}
