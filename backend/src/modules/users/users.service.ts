import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { AUTH_MESSAGES } from '@coachcore/domain';
import { toUserResponse, type UserResponseDto } from './dto/user.response';
import type { UpdateProfileDto } from './dto/update-profile.dto';
import { User } from './entities/user.entity';

@Injectable()
export class UsersService {
  constructor(private readonly em: EntityManager) {}

  async getProfile(userId: string): Promise<UserResponseDto> {
    return toUserResponse(await this.findOrFail(userId));
  }

  async updateProfile(userId: string, dto: UpdateProfileDto): Promise<UserResponseDto> {
    const user = await this.findOrFail(userId);
    const email = dto.email.toLowerCase();
    if (email !== user.email && (await this.em.count(User, { email }))) throw new ConflictException(AUTH_MESSAGES.emailTaken);
    user.firstName = dto.firstName;
    user.lastName = dto.lastName;
    user.email = email;
    if (dto.phone !== undefined) user.phone = dto.phone || null;
    if (dto.businessName !== undefined && user.role !== 'client') user.businessName = dto.businessName || null;
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(AUTH_MESSAGES.emailTaken);
      throw error;
    }
    return toUserResponse(user);
  }

  async completeOnboarding(userId: string): Promise<UserResponseDto> {
    const user = await this.findOrFail(userId);
    user.onboardingCompleted = true;
    await this.em.flush();
    return toUserResponse(user);
  }

  private async findOrFail(userId: string): Promise<User> {
    const user = await this.em.findOne(User, { id: userId });
    if (!user) throw new NotFoundException('User not found');
    return user;
  }
}
